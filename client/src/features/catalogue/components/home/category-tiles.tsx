import { SimpleGrid, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FEATURED_PRODUCT_TYPE, SHOP_CATEGORIES } from '@common/catalogue';
import { paths } from '@/config/paths';
import classes from './category-tiles.module.css';
import { HomeSection } from './home-section';

const TILES = [
  ...SHOP_CATEGORIES.map((category) => ({ ...category, href: paths.category.getHref(category.key) })),
  { ...FEATURED_PRODUCT_TYPE, href: paths.productType.getHref(FEATURED_PRODUCT_TYPE.type) },
];

export function CategoryTiles() {
  return (
    <HomeSection id="shop-by-category" eyebrow="Explore" title="Shop by Category">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 'md', md: 'xl' }}>
        {TILES.map((category) => (
          <Link key={category.name} to={category.href} className={classes.tile}>
            <img className={classes.image} src={category.image} alt="" width={600} height={400} loading="lazy" />
            <div className={classes.body}>
              <div>
                <div className={classes.name}>{category.name}</div>
                <Text fz="sm" c="dimmed">
                  {category.blurb}
                </Text>
              </div>
              <span className={classes.arrow} aria-hidden>
                <IconArrowRight size={18} />
              </span>
            </div>
          </Link>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
