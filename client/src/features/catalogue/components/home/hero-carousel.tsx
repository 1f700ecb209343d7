import { useCallback, useEffect, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconArrowRight, IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import classes from './hero-carousel.module.css';

/** Advances every 7 seconds. */
export const CAROUSEL_INTERVAL_MS = 7000;

export const SLIDES = [
  {
    id: 1,
    subtitle: 'Natural herbal care',
    title: 'Pure herbs. Honest care.',
    description: 'Small-batch hair oils, shampoos and skin care, slow-made from time-honoured Ayurvedic recipes.',
    href: paths.products.getHref(),
    alt: 'Herbal oils, soaps and creams among fresh green leaves',
  },
  {
    id: 2,
    subtitle: 'Skin care',
    title: 'Glow, the gentle way',
    description: 'Face washes, creams and soaps with neem, turmeric and aloe vera — kind to every skin type.',
    href: paths.category.getHref('skin'),
    alt: 'Herbal face wash, cream and soap with a hibiscus flower',
  },
  {
    id: 3,
    subtitle: 'Hair care',
    title: 'Strong roots, shining lengths',
    description: 'Bhringraj, amla and hibiscus oils and shampoos that nourish from scalp to tip.',
    href: paths.category.getHref('hair'),
    alt: 'Bottles of herbal hair oil and shampoo among leaves',
  },
] as const;

/** Wraps round in both directions. */
export function nextSlide(index: number, count: number) {
  return (index + 1) % count;
}

export function previousSlide(index: number, count: number) {
  return (index - 1 + count) % count;
}

/**
 * The home banner: three slides, previous/next and dot buttons, pausing while hovered or focused,
 * and a pause/play button (WCAG 2.2.2: moving content the shopper can stop). With reduced motion
 * asked for, it does not advance by itself.
 */
export function HeroCarousel() {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = SLIDES.length;
  const next = useCallback(() => setActive((index) => nextSlide(index, count)), [count]);
  const previous = useCallback(() => setActive((index) => previousSlide(index, count)), [count]);

  useEffect(() => {
    if (paused || stopped || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(next, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, stopped, next, active]);

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label="Featured collections"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div className={classes.viewport}>
        {SLIDES.map((slide, index) => {
          const isActive = index === active;
          return (
            <div
              key={slide.id}
              className={classes.slide}
              data-active={isActive}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${slide.title}`}
              aria-hidden={!isActive}
              inert={!isActive}
            >
              <picture className={classes.picture}>
                <source media="(max-width: 48em)" srcSet={`/images/banners/slide-${slide.id}-mobile.svg`} width={780} height={900} />
                <img
                  className={classes.image}
                  src={`/images/banners/slide-${slide.id}-desktop.svg`}
                  alt={slide.alt}
                  width={1600}
                  height={640}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              </picture>
              <div className={classes.content}>
                <span className={classes.subtitle}>{slide.subtitle}</span>
                <h2 className={classes.title}>{slide.title}</h2>
                <p className={classes.description}>{slide.description}</p>
                <Link to={slide.href} className={`mantine-focus-auto mantine-active ${classes.cta}`}>
                  Shop Now
                  <IconArrowRight size={18} aria-hidden />
                </Link>
              </div>
            </div>
          );
        })}
      </div>
      <div className={classes.controls}>
        <ActionIcon
          className={classes.arrow}
          radius="xl"
          size={40}
          onClick={() => setStopped((value) => !value)}
          aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
        >
          {stopped ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
        </ActionIcon>
        <ActionIcon className={classes.arrow} radius="xl" size={40} onClick={previous} aria-label="Previous slide">
          <IconChevronLeft size={20} />
        </ActionIcon>
        <div className={classes.dots}>
          {SLIDES.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={classes.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === active}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
        <ActionIcon className={classes.arrow} radius="xl" size={40} onClick={next} aria-label="Next slide">
          <IconChevronRight size={20} />
        </ActionIcon>
      </div>
    </section>
  );
}
