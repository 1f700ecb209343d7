import { SimpleGrid, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import classes from './category-tiles.module.css';
import { HomeSection } from './home-section';

/** Natural Oils leads to the hair listing, as the spec's shop does (the oils are hair oils). */
const CATEGORIES = [
  {
    name: 'Hair Care',
    blurb: 'Oils, shampoos, serums and gels',
    href: paths.category.getHref('hair'),
    image: '/images/categories/hair.svg',
  },
  {
    name: 'Skin Care',
    blurb: 'Face washes, creams, serums and soaps',
    href: paths.category.getHref('skin'),
    image: '/images/categories/skin.svg',
  },
  {
    name: 'Natural Oils',
    blurb: 'Cold-pressed, slow-cooked herbal oils',
    href: paths.category.getHref('hair'),
    image: '/images/categories/oils.svg',
  },
] as const;

export function CategoryTiles() {
  return (
    <HomeSection id="shop-by-category" eyebrow="Explore" title="Shop by Category">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'md', md: 'xl' }}>
        {CATEGORIES.map((category) => (
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
