import { Text, type TextProps } from '@mantine/core';
import { formatRupees } from '../../../../common/money';

export interface MoneyProps extends TextProps {
  /** Amount in rupees. */
  value: number;
  component?: 'span' | 'p' | 'div' | 'dd' | 'strong';
}

/** An amount the one way the shop writes it: ₹1,234.00 (DESIGN.md D2). */
export function Money({ value, component = 'span', ...props }: MoneyProps) {
  return (
    <Text component={component} inherit={!props.fz && !props.size} {...props} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...(props.style as object) }}>
      {formatRupees(value)}
    </Text>
  );
}
