import { Alert, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** A card's body while its data loads, when the load failed, when there is nothing to draw, and then the chart. */
export function ChartCardBody({
  loading,
  error,
  empty,
  emptyText,
  height,
  children,
}: {
  loading: boolean;
  error: Error | null;
  empty: boolean;
  emptyText: ReactNode;
  height: number;
  children: ReactNode;
}) {
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} style={{ minHeight: height }} />;
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (empty) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText}
        style={{ minHeight: height, display: 'flex', flexDirection: 'column', justifyContent: 'center', margin: 0 }}
      />
    );
  }
  return <>{children}</>;
}
