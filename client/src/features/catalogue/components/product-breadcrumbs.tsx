import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Crumb } from '../product-breadcrumbs';
import classes from './product-breadcrumbs.module.css';

/**
 * Home › Hair Care › Oils › product: a plain ordered list in a labelled nav (the WAI-ARIA
 * breadcrumb pattern), the last item the current page. Separators are drawn by CSS, so screen
 * readers do not read them out.
 */
export function ProductBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={classes.list}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.href} className={classes.item}>
              <Text component="span" fz="sm" c="dimmed" aria-current="page" lineClamp={1}>
                {crumb.name}
              </Text>
            </li>
          ) : (
            <li key={crumb.href} className={classes.item}>
              <Anchor component={Link} to={crumb.href} fz="sm" c="var(--shop-accent-text)">
                {crumb.name}
              </Anchor>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
