import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the report page (sales by day, sales by product). */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </div>
  );
}
