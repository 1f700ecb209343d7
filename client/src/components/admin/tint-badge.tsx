import { Badge, Box } from '@mantine/core';

/**
 * A pale badge of the given colour with a coloured dot. The text keeps the body colour: orange or
 * yellow text on its own tint fails WCAG AA contrast, so the colour lives in the tint and the dot.
 */
export function TintBadge({ colour, children, ...rest }: { colour: string; children: string; title?: string; 'data-status'?: string }) {
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
