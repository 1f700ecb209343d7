import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths, shopContact } from '../../config/paths';
import classes from './footer.module.css';

/** The footer (spec §2): blurb, social links, quick links, categories, contact, © year, policies. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <div className={classes.columns}>
          <Stack gap="sm">
            <Group gap={10}>
              <img src="/images/brand/logo.svg" alt="" width={34} height={34} loading="lazy" />
              <Text className={classes.brand}>Herbal Roots</Text>
            </Group>
            <Text className={classes.muted} fz="sm" lh={1.65}>
              Natural herbal care for hair, skin and body, slow-made in small batches from time-honoured Ayurvedic recipes. No parabens, no sulphates, no shortcuts.
            </Text>
            <Group gap="xs" mt={4}>
              <a className={classes.social} href="https://www.facebook.com/" target="_blank" rel="noreferrer noopener" aria-label="Herbal Roots on Facebook">
                <IconBrandFacebook size={20} stroke={1.6} />
              </a>
              <a className={classes.social} href="https://www.instagram.com/" target="_blank" rel="noreferrer noopener" aria-label="Herbal Roots on Instagram">
                <IconBrandInstagram size={20} stroke={1.6} />
              </a>
            </Group>
          </Stack>

          <Stack gap="xs">
            <Text component="h2" className={classes.heading}>
              Quick Links
            </Text>
            <Link className={classes.link} to={paths.home.getHref()}>
              Home
            </Link>
            <Link className={classes.link} to={paths.products.getHref()}>
              Shop
            </Link>
            <Link className={classes.link} to={paths.contact.getHref()}>
              Contact Us
            </Link>
          </Stack>

          <Stack gap="xs">
            <Text component="h2" className={classes.heading}>
              Categories
            </Text>
            <Link className={classes.link} to={paths.category.getHref('hair')}>
              Hair Care
            </Link>
            <Link className={classes.link} to={paths.category.getHref('skin')}>
              Skin Care
            </Link>
          </Stack>

          <Stack gap="xs">
            <Text component="h2" className={classes.heading}>
              Contact
            </Text>
            <address className={classes.address}>
              <Group gap={10} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} className={classes.icon} aria-hidden />
                <span>
                  {shopContact.addressLines.map((line) => (
                    <span key={line} className={classes.line}>
                      {line}
                    </span>
                  ))}
                </span>
              </Group>
              <Group gap={10} wrap="nowrap">
                <IconPhone size={18} className={classes.icon} aria-hidden />
                <a className={classes.link} href={shopContact.phoneHref}>
                  {shopContact.phone}
                </a>
              </Group>
              <Group gap={10} wrap="nowrap">
                <IconMail size={18} className={classes.icon} aria-hidden />
                <a className={classes.link} href={`mailto:${shopContact.email}`}>
                  {shopContact.email}
                </a>
              </Group>
            </address>
          </Stack>
        </div>

        <hr className={classes.rule} />

        <Group justify="space-between" gap="sm">
          <Text fz="sm" className={classes.muted}>
            © {year} Herbal Roots. All rights reserved.
          </Text>
          <Group gap="lg" component="nav" aria-label="Policies">
            <Anchor component={Link} to={paths.privacyPolicy.getHref()} className={classes.link} fz="sm">
              Privacy Policy
            </Anchor>
            <Anchor component={Link} to={paths.termsOfService.getHref()} className={classes.link} fz="sm">
              Terms of Service
            </Anchor>
            <Anchor component={Link} to={paths.shippingPolicy.getHref()} className={classes.link} fz="sm">
              Shipping Policy
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
