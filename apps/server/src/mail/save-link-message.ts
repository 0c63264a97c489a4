import { BRAND_TEXT, BRAND_TOKENS, type BrandId } from '@quickcheck/brands';
import { CONTINUE_LABEL, ukDateTime } from '@quickcheck/contracts';
import { escapeHtml } from '../pages/escape-html.ts';
import type { MailMessage } from './mailer.ts';

export interface SaveLinkMessageInput {
  to: string;
  brand: BrandId;
  /** The only answer a message may carry (issue 23): the greeting's name, when one was given. */
  firstName: string | undefined;
  link: string;
  expiresAt: Date;
}

/**
 * The save-for-later e-mail in the visitor's brand: real text on the brand's colours (no images,
 * so nothing depends on images loading and there is no text in a picture), a language, a title,
 * one clear link shown twice (a button and the address written out), HTML and plain text alike.
 */
export function saveLinkMessage({ to, brand, firstName, link, expiresAt }: SaveLinkMessageInput): MailMessage {
  const name = BRAND_TEXT[brand].name;
  const colours = BRAND_TOKENS[brand];
  const greeting = firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
  const until = ukDateTime(expiresAt);
  const subject = `Continue your ${name} eligibility check`;
  const lines = {
    saved: `You asked us to save your ${name} eligibility check so you can come back to it later.`,
    how: `Use the link below to carry on where you left off. It works once, until ${until}.`,
    notYou: 'If you did not ask for this, you can ignore this e-mail: nothing happens unless the link is used.',
    privacy: 'We will never ask for your password or bank details by e-mail.',
  };
  const text = [
    greeting,
    '',
    lines.saved,
    lines.how,
    '',
    `${CONTINUE_LABEL}: ${link}`,
    '',
    lines.notYou,
    lines.privacy,
    '',
    name,
  ].join('\n');
  const e = escapeHtml;
  const font = e(colours.fontFamily);
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colours.surfaceAlt};color:${colours.text};font-family:${font};font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.surfaceAlt}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colours.surface}">
<tr><td style="background:${colours.brand};color:${colours.onBrand};padding:16px 24px;font-size:22px;font-weight:700">${e(name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:${colours.text}">${e(subject)}</h1>
<p style="margin:0 0 16px">${e(greeting)}</p>
<p style="margin:0 0 16px">${e(lines.saved)}</p>
<p style="margin:0 0 24px">${e(lines.how)}</p>
<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;background:${colours.brand};color:${colours.onBrand};padding:12px 20px;border-radius:4px;font-weight:700;text-decoration:underline">${e(CONTINUE_LABEL)}</a></p>
<p style="margin:0 0 8px">If the button does not work, copy this address into your browser:</p>
<p style="margin:0 0 24px;word-break:break-all"><a href="${e(link)}" style="color:${colours.link}">${e(link)}</a></p>
<p style="margin:0 0 16px;color:${colours.textMuted}">${e(lines.notYou)}</p>
<p style="margin:0;color:${colours.textMuted}">${e(lines.privacy)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { to, fromName: name, subject, text, html };
}
