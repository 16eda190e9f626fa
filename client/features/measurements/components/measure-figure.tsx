import type { MeasurementKey } from '../../../../shared/catalog.ts';
import { measuringGuide } from '../lib/measuring-guide.ts';

// A front view of a body, drawn here (no image to download): head, neck, torso, arms and legs.
const body = [
  'M32 44 L88 44 L84 80 L80 100 L84 130 L86 140 L34 140 L36 130 L40 100 L36 80 Z',
  'M32 44 L24 48 L12 128 L20 130 L30 80 L36 62 Z',
  'M88 44 L96 48 L108 128 L100 130 L90 80 L84 62 Z',
  'M34 140 L59 140 L56 230 L42 230 Z',
  'M61 140 L86 140 L78 230 L64 230 Z',
  'M55 31 L65 31 L65 44 L55 44 Z',
];

/** The drawing of one measurement: the body, and the tape where it goes, in gold. */
export function MeasureFigure({ measurement }: { measurement: MeasurementKey }) {
  const { mark } = measuringGuide[measurement];
  return (
    <svg
      viewBox="0 0 120 240"
      role="img"
      aria-label={`Where the tape goes for ${measurement}`}
      className="h-56 w-28 shrink-0 sm:h-64 sm:w-32"
    >
      <g fill="#f5f5f4" stroke="#a8a29e" strokeWidth="1.5" strokeLinejoin="round">
        {body.map((d) => (
          <path key={d} d={d} />
        ))}
        <circle cx="60" cy="20" r="13" />
      </g>
      <g stroke="#b45309" strokeWidth="3" fill="none" strokeLinecap="round">
        {mark.kind === 'around' ? (
          <ellipse cx={mark.cx} cy={mark.cy} rx={mark.rx} ry={Math.max(2.5, mark.rx / 6)} />
        ) : (
          <>
            <line x1={mark.from[0]} y1={mark.from[1]} x2={mark.to[0]} y2={mark.to[1]} />
            <circle cx={mark.from[0]} cy={mark.from[1]} r="2.5" fill="#b45309" />
            <circle cx={mark.to[0]} cy={mark.to[1]} r="2.5" fill="#b45309" />
          </>
        )}
      </g>
    </svg>
  );
}
