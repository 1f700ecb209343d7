import { Container, Grid, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';

export const AWARDS = [
  'Best Ayurvedic Hair Care Brand — South India Wellness Awards 2024',
  'Certified Cruelty-Free — no animal testing, ever',
  'Green Business Award for plastic-light packaging, 2023',
  'Top Rated Herbal Skin Care — Indian Beauty Choice 2024',
] as const;

/** Who we are, with the four awards. */
export function AboutSection() {
  return (
    <section aria-labelledby="about-us" style={{ background: 'var(--shop-surface-muted)' }}>
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <Grid gap={{ base: 32, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <img
              src="/images/about/awards.svg"
              alt="A golden award medal wreathed in leaves"
              width={600}
              height={400}
              loading="lazy"
              style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Text fz="xs" fw={700} tt="uppercase" c="var(--shop-accent-text)" style={{ letterSpacing: '0.14em' }}>
                About us
              </Text>
              <Title order={2} id="about-us" fz={{ base: 26, md: 34 }} c="var(--shop-heading)">
                Rooted in tradition, made for today
              </Title>
              <Text lh={1.7}>
                Herbal Roots began in a family kitchen in Kumbakonam, where our grandmother cooked bhringraj and amla into hair oil the
                slow, traditional way. We still make every batch by hand with herbs from farms we know, and we leave out parabens, sulphates
                and synthetic fragrance.
              </Text>
              <Title order={3} fz="lg" mt="xs">
                Recognised for our care
              </Title>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon color="turmeric.3" c="#2a1d05" size={28} radius="xl" aria-hidden>
                    <IconAward size={16} />
                  </ThemeIcon>
                }
              >
                {AWARDS.map((award) => (
                  <List.Item key={award}>
                    <Group gap={0}>
                      <Text>{award}</Text>
                    </Group>
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}
