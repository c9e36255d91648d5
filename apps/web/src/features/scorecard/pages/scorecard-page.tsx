import { lazy, Suspense, useState } from 'react';
import { Alert, AutoComplete, Card, Flex, Input, Skeleton, Typography } from 'antd';
import { SCORE_BANDS, TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import { PageTitle } from '../../../components/page-title';
import { useGridPaging } from '../../../components/data-grid';
import { useCurrentUser } from '../../../lib/auth';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useScoreBands } from '../api/get-score-bands';
import { useSubscriberScores } from '../api/get-subscriber-scores';
import { usePublisherSuggestions } from '../api/search-publishers';
import { DEFAULT_SCORECARD_SORT, ScorecardGrid, type ScorecardSort } from '../components/scorecard-grid';
import { BAND_LOOK } from '../scorecard-view';

/** ECharts is most of this screen's code: the grid shows while the chart loads. */
const ScoreChart = lazy(async () => ({ default: (await import('../components/score-chart')).ScoreChart }));

/** Which publisher the grid shows: one picked from the suggestions (by GLN), or names holding what was typed. */
type PublisherFilter = { publisherGln: string } | { publisherName: string } | null;

/**
 * Spec point 2, "/scorecard": each publisher's data as the buyer received it, scored for completeness and
 * correctness (docs/SCORECARD.md), the weakest first; the bands' colours always come with the number and the
 * band's name, and each score explains itself on hover or focus. The chart compares the publishers on one
 * score at a time.
 */
export function ScorecardPage() {
  const user = useCurrentUser();
  const paging = useGridPaging();
  const [sort, setSort] = useState<ScorecardSort>(DEFAULT_SCORECARD_SORT);
  const [text, setText] = useState('');
  const [publisher, setPublisher] = useState<PublisherFilter>(null);
  const typed = useDebouncedValue(text.trim());
  const suggestions = usePublisherSuggestions(typed);
  const bands = useScoreBands().data ?? SCORE_BANDS;
  const scores = useSubscriberScores({
    ...publisher,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
    pageNumber: paging.page,
    rowCount: paging.pageSize,
  });
  const rows = scores.data?.results ?? [];
  const choose = (next: PublisherFilter) => {
    setPublisher(next);
    paging.onChange(1, paging.pageSize);
  };

  return (
    <>
      <PageTitle
        title="Score card"
        subtitle={`How complete and correct each publisher's items are, as ${user.companyName} received them.`}
      />
      <Flex vertical gap={16}>
        <Card size="small" title="Publishers">
          <Flex vertical gap={12}>
            <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 900 }}>
              A score is the share of the attribute dictionary&apos;s attributes an item carries without a problem,
              averaged over the publisher&apos;s items: a value a GDSN rule or the dictionary refuses counts as missing.
              Hover or focus a score to see what its items lack most often.
            </Typography.Paragraph>
            <Flex gap={16} wrap align="center" justify="space-between">
              <AutoComplete
                value={text}
                onChange={(value) => {
                  setText(value);
                  if (!value) choose(null);
                }}
                options={
                  typed.length >= TYPEAHEAD_MIN_CHARS
                    ? (suggestions.data ?? []).map((s) => ({ value: s.value, label: `${s.name} (${s.value})` }))
                    : []
                }
                onSelect={(gln, option) => {
                  setText(String(option.label ?? gln));
                  choose({ publisherGln: gln });
                }}
                style={{ width: 420 }}
              >
                <Input.Search
                  aria-label="Search publishers by name"
                  placeholder="Publisher name (3 letters or more)"
                  allowClear
                  onSearch={(value) => choose(value.trim() ? { publisherName: value.trim() } : null)}
                />
              </AutoComplete>
              <Flex gap={8} align="center" wrap role="list" aria-label="Score bands">
                {bands.map((band) => (
                  <span
                    key={band.color}
                    role="listitem"
                    style={{
                      display: 'inline-flex',
                      gap: 6,
                      padding: '1px 8px',
                      borderRadius: 4,
                      background: BAND_LOOK[band.color].tint,
                      border: `1px solid ${BAND_LOOK[band.color].strong}`,
                    }}
                  >
                    <strong style={{ color: BAND_LOOK[band.color].text }}>{band.label}</strong>
                    <span style={{ color: BAND_LOOK[band.color].text, fontSize: 12 }}>
                      {band.from}–{band.to}
                    </span>
                  </span>
                ))}
              </Flex>
            </Flex>
            {scores.error && <Alert type="error" showIcon title={scores.error.message} />}
            <ScorecardGrid
              rows={rows}
              totalRows={scores.data?.totalRows ?? 0}
              bands={bands}
              loading={scores.isFetching}
              paging={paging}
              sort={sort}
              onSort={(next) => {
                setSort(next);
                paging.onChange(1, paging.pageSize);
              }}
            />
          </Flex>
        </Card>
        {rows.length > 0 && (
          <Card size="small" title="Compare publishers">
            <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
              <ScoreChart rows={rows} bands={bands} />
            </Suspense>
          </Card>
        )}
      </Flex>
    </>
  );
}
