import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlask, IconLeaf, IconRecycle } from '@tabler/icons-react';
import { HomeSection } from './home-section';

const REASONS = [
  {
    title: '100% Natural',
    text: 'Plant oils, herbs and botanical extracts — no parabens, sulphates, mineral oil or synthetic colours.',
    icon: IconLeaf,
  },
  {
    title: 'Scientifically Proven',
    text: 'Classical Ayurvedic formulas, tested in the lab for safety, stability and results you can feel.',
    icon: IconFlask,
  },
  {
    title: 'Eco-Friendly',
    text: 'Glass and recyclable packaging, small batches and local farms to keep our footprint light.',
    icon: IconRecycle,
  },
] as const;

export function WhyNatural() {
  return (
    <HomeSection id="why-natural" eyebrow="Our promise" title="Why Choose Natural Products">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'md', md: 'xl' }}>
        {REASONS.map((reason) => (
          <Card
            key={reason.title}
            radius="lg"
            padding="xl"
            withBorder
            style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}
          >
            <ThemeIcon size={52} radius="xl" variant="light" color="leaf" mb="md" aria-hidden>
              <reason.icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} fz="xl" mb={6}>
              {reason.title}
            </Title>
            <Text c="dimmed" lh={1.65}>
              {reason.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
