import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { Button, Empty, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { AttributeValueView, displayValue, type CodeLabeler } from '../../catalog';
import { EXCEEDED_LENGTH, type ComparisonColumn, type ComparisonRow } from '../item-comparison';
import { useColumnWidths, type ColumnWidthKey } from '../use-column-widths';

/** Spec point 9: the arrows scroll the columns 400 px at a time. */
const SCROLL_STEP = 400;

const widthKeyOf = (column: ComparisonColumn): ColumnWidthKey =>
  column.kind === 'publisher' ? 'publisher' : 'subscriber';

interface ResizeHandleProps {
  label: string;
  width: number;
  onResize: (width: number) => void;
  onResizeEnd: () => void;
}

/** A drag handle on a header's right edge; the arrow keys resize by 10 px for those who do not drag. */
function ResizeHandle({ label, width, onResize, onResizeEnd }: ResizeHandleProps) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (start.current) onResize(start.current.width + event.clientX - start.current.x);
  };
  const onPointerUp = () => {
    if (!start.current) return;
    start.current = null;
    onResizeEnd();
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${label}`}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        onResize(width + (event.key === 'ArrowRight' ? 10 : -10));
        onResizeEnd();
      }}
      style={{ position: 'absolute', top: 0, right: -4, bottom: 0, width: 8, cursor: 'col-resize', zIndex: 1 }}
    />
  );
}

export interface ComparisonTableProps {
  columns: readonly ComparisonColumn[];
  rows: readonly ComparisonRow[];
  labelOf: CodeLabeler;
}

/** The inner width of an element, followed as the window or the layout around it changes. */
function useInnerWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Spec point 2's side-by-side comparison: one row per attribute, the publisher's value beside the buyer's and
 * its hierarchy's, each flag spelled out (changed with the value before, differs, exception, exceeded) so
 * the colour is never the only sign. The attribute column stays while the others scroll sideways; until the
 * user drags a column, the publisher's and the buyer's share the width the screen gives (`fittedWidths`).
 */
export function ComparisonTable({ columns, rows, labelOf }: ComparisonTableProps) {
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const { widths, resize: onResize, save: onResizeEnd } = useColumnWidths(useInnerWidth(scroller));
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });
  const border = `1px solid ${token.colorBorderSecondary}`;
  const cell: CSSProperties = { borderBottom: border, padding: '8px 12px', verticalAlign: 'top', textAlign: 'left' };
  const sticky: CSSProperties = { position: 'sticky', left: 0, zIndex: 1, background: token.colorBgContainer };
  const total = widths.attribute + columns.reduce((sum, column) => sum + widths[widthKeyOf(column)], 0);

  const valueCell = (row: ComparisonRow, column: ComparisonColumn) => {
    const value = displayValue(row.attribute, row.values[column.key], labelOf);
    const differs = row.differing.includes(column.key);
    const changed = row.changed && column.kind === 'publisher';
    const previous = changed ? displayValue(row.attribute, row.previous, labelOf) : null;
    return (
      <td
        key={column.key}
        style={{
          ...cell,
          background: changed ? token.colorWarningBg : differs ? token.colorInfoBg : undefined,
          overflowWrap: 'anywhere',
        }}
      >
        <Flex vertical gap={4}>
          {value ? (
            // A group's table scrolls within its column rather than spill over the next one.
            <div style={{ overflowX: 'auto' }}>
              <AttributeValueView value={value} />
            </div>
          ) : (
            <Typography.Text type="secondary">—</Typography.Text>
          )}
          <Flex gap={4} wrap>
            {changed && (
              <Tooltip title={previous ? <AttributeValueView value={previous} /> : 'No value before'}>
                <Tag color="orange" style={{ marginInlineEnd: 0 }}>
                  Changed · was {previous?.kind === 'text' ? `“${previous.text}”` : previous ? '…' : 'empty'}
                </Tag>
              </Tooltip>
            )}
            {differs && (
              <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                Differs from publisher
              </Tag>
            )}
            {row.exceeded.includes(column.key) && (
              <Tag color="purple" style={{ marginInlineEnd: 0 }}>
                Over {EXCEEDED_LENGTH} characters
              </Tag>
            )}
          </Flex>
        </Flex>
      </td>
    );
  };

  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end" gap={4}>
        <Button size="small" icon={<LeftOutlined />} aria-label="Scroll the columns left" onClick={() => scroll(-1)} />
        <Button size="small" icon={<RightOutlined />} aria-label="Scroll the columns right" onClick={() => scroll(1)} />
      </Flex>
      <div ref={scroller} style={{ overflowX: 'auto', border, borderRadius: token.borderRadiusLG }}>
        <table style={{ tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, width: total }}>
          <colgroup>
            <col style={{ width: widths.attribute }} />
            {columns.map((column) => (
              <col key={column.key} style={{ width: widths[widthKeyOf(column)] }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th
                scope="col"
                // The header's tint over an opaque ground: the columns scrolling beneath must not show through.
                style={{
                  ...cell,
                  ...sticky,
                  zIndex: 2,
                  backgroundImage: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter})`,
                }}
              >
                Attribute
                <ResizeHandle
                  label="the attribute column"
                  width={widths.attribute}
                  onResize={(width) => onResize('attribute', width)}
                  onResizeEnd={onResizeEnd}
                />
              </th>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  style={{ ...cell, position: 'relative', background: token.colorFillAlter }}
                >
                  <Typography.Text strong ellipsis style={{ display: 'block' }}>
                    {column.kind === 'publisher' ? 'Publisher · ' : ''}
                    {column.title}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                    {column.subtitle}
                  </Typography.Text>
                  <ResizeHandle
                    label={column.title}
                    width={widths[widthKeyOf(column)]}
                    onResize={(width) => onResize(widthKeyOf(column), width)}
                    onResizeEnd={onResizeEnd}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row" style={{ ...cell, ...sticky, fontWeight: 'normal' }}>
                  <Flex vertical gap={4}>
                    <span>
                      {row.label}
                      {row.required && (
                        <Typography.Text type="danger" aria-label="required">
                          {' '}
                          *
                        </Typography.Text>
                      )}
                    </span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {row.section}
                    </Typography.Text>
                    {row.exception && (
                      <Tag color="red" style={{ marginInlineEnd: 0, alignSelf: 'flex-start' }}>
                        Exception: missing or inconsistent
                      </Tag>
                    )}
                  </Flex>
                </th>
                {columns.map((column) => valueCell(row, column))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <Empty style={{ padding: 24 }} description="No attribute of this tab shows in this view." />
        )}
      </div>
    </Flex>
  );
}
