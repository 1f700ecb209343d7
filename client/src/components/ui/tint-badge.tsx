import { Badge, Box, type BadgeProps } from '@mantine/core';

type TintBadgeProps = Pick<BadgeProps, 'size' | 'mt' | 'w'> & {
  title?: string;
  colour: string;
  children: string;
  'data-status'?: string;
  'data-testid'?: string;
};

/**
 * A pale badge of the given colour with a coloured dot. The text keeps the body colour: orange or
 * yellow text on its own tint fails WCAG AA contrast, so the colour lives in the tint and the dot.
 * Used by the admin's lists and the shopper's order page alike.
 */
export function TintBadge({ colour, children, ...rest }: TintBadgeProps) {
  return (
    <Badge
      variant="light"
      color={colour}
      c="var(--mantine-color-text)"
      leftSection={<Box w={7} h={7} bg={`${colour}.6`} style={{ borderRadius: '50%' }} aria-hidden />}
      {...rest}
    >
      {children}
    </Badge>
  );
}
