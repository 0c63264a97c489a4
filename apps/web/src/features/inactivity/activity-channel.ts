const CHANNEL_NAME = 'quickcheck-activity';

export interface ActivityChannel {
  /** Tells the other tabs of this site that the visitor did something here. */
  announce(): void;
  close(): void;
}

/**
 * Activity in one tab counts for the others (each tab then reports it for its own form session).
 * BroadcastChannel only carries a bare 'activity' note: no answers, no session id.
 */
export function openActivityChannel(onOtherTabActivity: () => void): ActivityChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === 'activity') onOtherTabActivity();
  };
  return { announce: () => channel.postMessage('activity'), close: () => channel.close() };
}
