import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SHOP_CATEGORIES } from '@common/catalogue';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-details';
import classes from './footer.module.css';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: IconBrandFacebook },
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: IconBrandInstagram },
];

const LINK_GROUPS = [
  {
    heading: 'Quick Links',
    links: [
      { label: 'Home', to: paths.home.getHref() },
      { label: 'Shop', to: paths.products.getHref() },
      { label: 'Contact Us', to: paths.contact.getHref() },
    ],
  },
  {
    heading: 'Categories',
    links: SHOP_CATEGORIES.map((category) => ({ label: category.name, to: paths.category.getHref(category.key) })),
  },
];

const POLICY_LINKS = [
  { label: 'Privacy Policy', to: paths.privacyPolicy.getHref() },
  { label: 'Terms of Service', to: paths.termsOfService.getHref() },
  { label: 'Shipping Policy', to: paths.shippingPolicy.getHref() },
];

/**
 * The footer: blurb, social links, quick links, categories, the shop's contact details and
 * GST registration as the owner set them in Settings, © year, policies.
 */
export function Footer() {
  const year = new Date().getFullYear();
  const shop = useShopDetails();
  const shopName = shop?.shopName ?? '';
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <div className={classes.columns}>
          <Stack gap="sm">
            <Group gap={10}>
              <img src="/images/brand/logo.svg" alt="" width={34} height={34} loading="lazy" />
              <Text className={classes.brand}>{shopName}</Text>
            </Group>
            <Text className={classes.muted} fz="sm" lh={1.65}>
              Natural herbal care for hair, skin and body, slow-made in small batches from time-honoured Ayurvedic recipes. No parabens, no
              sulphates, no shortcuts.
            </Text>
            <Group gap="xs" mt={4}>
              {SOCIAL.map(({ name, href, Icon }) => (
                <a
                  key={name}
                  className={classes.social}
                  href={href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={`${shopName} on ${name}`}
                >
                  <Icon size={20} stroke={1.6} />
                </a>
              ))}
            </Group>
          </Stack>

          {LINK_GROUPS.map((group) => (
            <Stack gap="xs" key={group.heading}>
              <Text component="h2" className={classes.heading}>
                {group.heading}
              </Text>
              {group.links.map((link) => (
                <Link key={link.label} className={classes.link} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </Stack>
          ))}

          <Stack gap="xs">
            <Text component="h2" className={classes.heading}>
              Contact
            </Text>
            {shop && (
              <address className={classes.address}>
                <Group gap={10} wrap="nowrap" align="flex-start">
                  <IconMapPin size={18} className={classes.icon} aria-hidden />
                  <span>
                    {shop.addressLines.map((line) => (
                      <span key={line} className={classes.line}>
                        {line}
                      </span>
                    ))}
                  </span>
                </Group>
                <Group gap={10} wrap="nowrap">
                  <IconPhone size={18} className={classes.icon} aria-hidden />
                  <a className={classes.link} href={shop.phoneHref}>
                    {shop.phone}
                  </a>
                </Group>
                <Group gap={10} wrap="nowrap">
                  <IconMail size={18} className={classes.icon} aria-hidden />
                  <a className={classes.link} href={`mailto:${shop.email}`}>
                    {shop.email}
                  </a>
                </Group>
              </address>
            )}
          </Stack>
        </div>

        <hr className={classes.rule} />

        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Text fz="sm" className={classes.muted}>
              © {year} {shopName}. All rights reserved.
            </Text>
            {shop && (
              <Text fz="xs" className={classes.muted}>
                {shop.legalName} · GSTIN {shop.gstin}
              </Text>
            )}
            {shop && (
              <Text fz="xs" className={classes.muted} data-testid="footer-grievance-officer">
                Grievance officer: {shop.grievanceOfficer.name}, {shop.grievanceOfficer.designation} ·{' '}
                <a href={`mailto:${shop.grievanceOfficer.email}`} className={classes.link}>
                  {shop.grievanceOfficer.email}
                </a>{' '}
                · {shop.grievanceOfficer.phone}
              </Text>
            )}
          </Stack>
          <Group gap="lg" component="nav" aria-label="Policies">
            {POLICY_LINKS.map((link) => (
              <Anchor key={link.label} component={Link} to={link.to} className={classes.link} fz="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
