import { Text, type TextProps } from '@mantine/core';
import { formatPaise } from '@common/money';

export interface MoneyProps extends TextProps {
  /** Amount in paise (Money.amount). */
  paise: number;
  component?: 'span' | 'p' | 'div' | 'dd' | 'strong';
}

/** An amount the one way the shop writes it: ₹1,234.00. */
export function Money({ paise, component = 'span', ...props }: MoneyProps) {
  return (
    <Text
      component={component}
      inherit={!props.fz && !props.size}
      {...props}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...(props.style as object) }}
    >
      {formatPaise(paise)}
    </Text>
  );
}
