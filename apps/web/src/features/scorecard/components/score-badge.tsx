import { Popover, Typography } from 'antd';
import { scoreBandOf, type ScoreBand, type ScoreField, type ScorecardRow } from '@tradepool/domain';
import { BAND_LOOK, explainScore, scoreTitle } from '../scorecard-view';

const badge = {
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: 6,
  minWidth: 84,
  padding: '1px 8px',
  borderRadius: 4,
  border: '1px solid transparent',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'help',
} as const;

/** A score's number and band, in the band's colours. */
export function BandMark({ score, band }: { score: number | null; band: ScoreBand | undefined }) {
  const look = band ? BAND_LOOK[band.color] : null;
  return (
    <>
      <strong style={{ color: look?.text }}>{score ?? '—'}</strong>
      <span style={{ color: look?.text ?? '#595959', fontSize: 12 }}>{band?.label ?? 'not scored'}</span>
    </>
  );
}

/**
 * One score in the grid: its number and band name on the band's tint, and on hover or focus why it is what
 * it is (the attributes its items lack most often).
 */
export function ScoreBadge({
  row,
  field,
  bands,
}: {
  row: ScorecardRow;
  field: ScoreField;
  bands: readonly ScoreBand[];
}) {
  const score = row[field];
  const band = score === null ? undefined : scoreBandOf(score, bands);
  const look = band ? BAND_LOOK[band.color] : null;
  const explanation = explainScore(row, field, bands);
  const content = (
    <div style={{ maxWidth: 360 }}>
      {explanation.gaps.length > 0 ? (
        <>
          <Typography.Text type="secondary">Lacking most often:</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
            {explanation.gaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
        </>
      ) : (
        score !== null && (
          <Typography.Text type="secondary">Every attribute is there and passes its checks.</Typography.Text>
        )
      )}
    </div>
  );
  return (
    <Popover title={explanation.headline} content={content} trigger={['hover', 'focus']} placement="bottom">
      <button
        type="button"
        aria-label={`${scoreTitle(field)} of ${row.publisherName}: ${score ?? 'not scored'}${band ? `, ${band.label}` : ''}`}
        style={{ ...badge, background: look?.tint ?? '#fafafa', borderColor: look?.strong ?? '#d9d9d9' }}
      >
        <BandMark score={score} band={band} />
      </button>
    </Popover>
  );
}
