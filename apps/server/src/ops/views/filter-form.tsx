import { BRAND_CHOICES, CHANNEL_CHOICES, type ReportFilter } from '../ops-filters.ts';
import { ErrorList } from './parts.tsx';

const channelLabel = (channel: string) =>
  channel === 'all' ? 'All channels' : channel === 'direct' ? 'Direct' : channel;

/** The brand, channel and date-range form every aggregate view starts with. */
export function FilterForm({
  action,
  filter,
  errors,
}: {
  action: string;
  filter: ReportFilter;
  errors: readonly string[];
}) {
  return (
    <>
      <ErrorList errors={errors} />
      <form method="get" action={action} className="filters">
        <div>
          <label htmlFor="brand">Brand</label>
          <select id="brand" name="brand" defaultValue={filter.brand}>
            {BRAND_CHOICES.map((brand) => (
              <option key={brand} value={brand}>
                {brand === 'all' ? 'All brands' : brand}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="channel">Channel</label>
          <select id="channel" name="channel" defaultValue={filter.channel}>
            {CHANNEL_CHOICES.map((channel) => (
              <option key={channel} value={channel}>
                {channelLabel(channel)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="from">From</label>
          <input id="from" name="from" type="date" defaultValue={filter.from} />
        </div>
        <div>
          <label htmlFor="to">To</label>
          <input id="to" name="to" type="date" defaultValue={filter.to} />
        </div>
        <div>
          <button type="submit">Show</button>
        </div>
      </form>
    </>
  );
}
