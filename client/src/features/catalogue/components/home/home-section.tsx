import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { SectionHeading } from './section-heading';

/** A home-page band: a section named by its heading, at the page's width and rhythm. */
export function HomeSection({
  id,
  eyebrow,
  title,
  description,
  action,
  background,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  action?: ReactNode;
  background?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} style={{ background }}>
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} action={action} />
        {children}
      </Container>
    </section>
  );
}
