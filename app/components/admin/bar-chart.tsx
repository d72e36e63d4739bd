import * as styles from "./admin.css";

export type ChartPoint = { day: string; value: number };

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 20;

/**
 * A day-by-day bar chart drawn as SVG on the server: it reads the same with JavaScript off, and
 * a screen reader gets the figures from the table inside <details>.
 */
export function BarChart({ title, points, tableLabel }: { title: string; points: ChartPoint[]; tableLabel: string }) {
  const max = Math.max(1, ...points.map((point) => point.value));
  const slot = WIDTH / Math.max(1, points.length);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  return (
    <figure className={styles.stat} style={{ margin: 0 }}>
      <figcaption>
        <strong>{title}</strong> · {total}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-label={`${title}: ${total}`} style={{ width: "100%", height: "auto" }}>
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#9aa5b1" />
        {points.map((point, i) => {
          const height = (point.value / max) * (HEIGHT - 10);
          return (
            <rect key={point.day} x={i * slot + 1} y={HEIGHT - height} width={Math.max(1, slot - 2)} height={height} fill="#c8102e">
              <title>{`${point.day}: ${point.value}`}</title>
            </rect>
          );
        })}
        {points.length > 0 ? (
          <>
            <text x={0} y={HEIGHT + 15} fontSize="11" fill="#52606d">
              {points[0]!.day}
            </text>
            <text x={WIDTH} y={HEIGHT + 15} fontSize="11" fill="#52606d" textAnchor="end">
              {points[points.length - 1]!.day}
            </text>
            <text x={4} y={12} fontSize="11" fill="#52606d">
              {max}
            </text>
          </>
        ) : null}
      </svg>
      <details>
        <summary>{tableLabel}</summary>
        <table className={styles.table}>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{point.day}</th>
                <td>{point.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
