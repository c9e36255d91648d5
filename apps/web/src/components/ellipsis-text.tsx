import { Typography } from 'antd';

/**
 * Text cut to its grid cell's width with an ellipsis (a long description must not push the last columns
 * out of view); hovering shows all of it, and only when something was cut.
 */
export function EllipsisText({ text }: { text: string }) {
  return (
    <Typography.Text ellipsis={{ tooltip: { title: text, placement: 'topLeft' } }} style={{ maxWidth: '100%' }}>
      {text}
    </Typography.Text>
  );
}
