import { create as createQrCode } from 'qrcode';
import { OPS_SECOND_FACTOR_PATH } from '../ops-paths.ts';
import { CsrfField, ErrorList } from './parts.tsx';

/** Quiet modules around the code, as scanners expect. */
const QR_MARGIN = 2;

/** A QR code drawn as SVG elements, one square per dark module: no markup string reaches the page. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { modules } = createQrCode(text, {});
  const size = modules.size + QR_MARGIN * 2;
  let dark = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) dark += `M${column + QR_MARGIN} ${row + QR_MARGIN}h1v1h-1z`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
    >
      <path fill="#ffffff" d={`M0 0h${size}v${size}H0z`} />
      <path fill="#000000" d={dark} />
    </svg>
  );
}

/** The TOTP code; while enrolling (through the live enrolment link) the key as a QR code and as text. */
export function SecondFactorView({
  csrf,
  enrolment,
  message,
}: {
  csrf: string;
  enrolment?: { uri: string; secret: string } | undefined;
  message?: string | undefined;
}) {
  return (
    <>
      <h1>Enter your code</h1>
      {message ? <ErrorList errors={[message]} /> : null}
      {enrolment ? (
        <>
          <h2>Set up your authenticator app</h2>
          <p>
            Scan this QR code with an authenticator app, or type the key into it. It is shown until you sign in with a
            code.
          </p>
          <figure className="qr">
            <QrCode text={enrolment.uri} label="QR code for your authenticator app" />
            <figcaption>
              Key: <code data-testid="totp-secret">{enrolment.secret}</code>
            </figcaption>
          </figure>
        </>
      ) : null}
      <form method="post" action={OPS_SECOND_FACTOR_PATH}>
        <CsrfField token={csrf} />
        <label htmlFor="code">Six-digit code from your authenticator app</label>
        <input
          id="code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
        />
        <button type="submit">Sign in</button>
      </form>
    </>
  );
}
