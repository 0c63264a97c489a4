import { LOGO_FONT, logoFor, paintOf, type LogoDefinition, type LogoShape } from '@quickcheck/brands';

function Shape({ logo, shape }: { logo: LogoDefinition; shape: LogoShape }) {
  switch (shape.kind) {
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.rx}
          fill={paintOf(logo, shape.fill)}
        />
      );
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={paintOf(logo, shape.fill)} />;
    case 'path':
      return (
        <path
          d={shape.d}
          fill={paintOf(logo, shape.fill)}
          stroke={shape.stroke && paintOf(logo, shape.stroke)}
          strokeWidth={shape.strokeWidth}
        />
      );
    case 'text':
      return (
        <text
          x={shape.x}
          y={shape.y}
          fontFamily={LOGO_FONT}
          fontSize={shape.size}
          fontWeight={shape.weight}
          textLength={shape.width}
          lengthAdjust="spacingAndGlyphs"
          fill={paintOf(logo, shape.fill)}
        >
          {shape.text}
        </text>
      );
  }
}

/**
 * The brand's logo drawn inline: no request, no inline style, and the seasonal variant of
 * today's date (docs/product/overview.md). Its accessible name is the logo's label.
 */
export function BrandLogo({ logo, date = new Date() }: { logo: LogoDefinition; date?: Date }) {
  const shown = logoFor(logo, date);
  return (
    <svg
      role="img"
      aria-label={shown.label}
      data-logo-id={shown.id}
      width={shown.width}
      height={shown.height}
      viewBox={`0 0 ${shown.width} ${shown.height}`}
      focusable="false"
    >
      {shown.shapes.map((shape, index) => (
        <Shape key={index} logo={shown} shape={shape} />
      ))}
    </svg>
  );
}
