import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test/render';
import { AdminLayout } from './admin-layout';

describe('AdminLayout', () => {
  it('lists Reports in the sidebar beside the other sections', () => {
    render(
      <AdminLayout email="admin@herbal.test" onLogout={vi.fn()}>
        <p>Content</p>
      </AdminLayout>,
      { route: '/admin' },
    );
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/admin/reports');
  });
});
