import { LOGO_FONT, paintOf, type LogoDefinition, type LogoShape } from './logo-types.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function shapeSvg(logo: LogoDefinition, shape: LogoShape): string {
  switch (shape.kind) {
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.rx ?? 0}" fill="${paintOf(logo, shape.fill)}"/>`;
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${paintOf(logo, shape.fill)}"/>`;
    case 'path': {
      const stroke = shape.stroke
        ? ` stroke="${paintOf(logo, shape.stroke)}" stroke-width="${shape.strokeWidth ?? 1}"`
        : '';
      return `<path d="${shape.d}" fill="${paintOf(logo, shape.fill)}"${stroke}/>`;
    }
    case 'text':
      return `<text x="${shape.x}" y="${shape.y}" font-family="${LOGO_FONT}" font-size="${shape.size}" font-weight="${shape.weight}" textLength="${shape.width}" lengthAdjust="spacingAndGlyphs" fill="${paintOf(logo, shape.fill)}">${escapeXml(shape.text)}</text>`;
  }
}

/** The logo as a standalone SVG document, labelled for assistive technology. */
export function logoSvg(logo: LogoDefinition): string {
  const label = escapeXml(logo.label);
  const body = logo.shapes.map((shape) => shapeSvg(logo, shape)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${label}" width="${logo.width}" height="${logo.height}" viewBox="0 0 ${logo.width} ${logo.height}"><title>${label}</title>${body}</svg>`;
}
