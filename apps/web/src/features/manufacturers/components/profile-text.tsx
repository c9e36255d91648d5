import { Empty, Typography } from 'antd';
import { profileLines } from '../manufacturer-view';

/** A readable profile text, one labelled line per part, or what is missing when there is none. */
export function ProfileText({ text, missing }: { text: string | null; missing: string }) {
  if (!text) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={missing} />;
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px' }}>
      {profileLines(text).map((line, index) =>
        line.label ? (
          <div key={index} style={{ display: 'contents' }}>
            <dt>
              <Typography.Text type="secondary">{line.label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>{line.value}</dd>
          </div>
        ) : (
          <dd key={index} style={{ margin: 0, gridColumn: '1 / -1' }}>
            {line.value}
          </dd>
        ),
      )}
    </dl>
  );
}
