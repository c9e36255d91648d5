import { useEffect } from 'react';
import { List, Modal, Result, Typography } from 'antd';
import { CIC_MODAL_HIDE_MS } from '@tradepool/domain';
import type { CicOutcome } from '../cic-outcome';

/**
 * The result of a batch of CICs (spec point 8). It hides by itself after 5 s only when nothing failed, so
 * a failure stays until the buyer has read which GTINs and why.
 */
export function CicResultModal({ outcome, onClose }: { outcome: CicOutcome; onClose: () => void }) {
  useEffect(() => {
    if (outcome.kind !== 'success') return;
    const timer = window.setTimeout(onClose, CIC_MODAL_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, onClose]);
  return (
    <Modal open footer={null} onCancel={onClose} width={560}>
      <Result
        status={outcome.kind}
        title={outcome.title}
        subTitle={<span role={outcome.kind === 'success' ? 'status' : 'alert'}>{outcome.text}</span>}
        style={{ paddingBlock: 16 }}
      >
        {outcome.failed.length > 0 && (
          <List
            size="small"
            header={<Typography.Text strong>Not sent</Typography.Text>}
            dataSource={outcome.failed}
            renderItem={(f) => (
              <List.Item>
                <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{f.gtin}</Typography.Text>
                <Typography.Text type="danger">{f.error}</Typography.Text>
              </List.Item>
            )}
          />
        )}
      </Result>
    </Modal>
  );
}
