import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TemplateCollectionSummary } from '../../api/templates-host';
import {
  CAROUSEL_CARD_WIDTH, CAROUSEL_END_TOLERANCE, CAROUSEL_GAP, CAROUSEL_SCROLL_CARDS, CAROUSEL_SLIDES,
} from './templates-constants';
import { TemplateNodeList } from './TemplateNodeList';
import classes from './Templates.module.css';

/** Four cards in view: 240 px each, narrower when the page leaves less room, so none is cut in half. */
function cardWidthFor(trackWidth: number): number {
  if (trackWidth <= 0) return CAROUSEL_CARD_WIDTH;
  return Math.min(CAROUSEL_CARD_WIDTH, Math.floor((trackWidth - (CAROUSEL_SLIDES - 1) * CAROUSEL_GAP) / CAROUSEL_SLIDES));
}

function CollectionCard({ collection, width }: { collection: TemplateCollectionSummary; width: number }) {
  const { t } = useTranslation();
  return (
    <Link to={`/collections/${collection.id}`} className={classes.collectionCard} style={{ width }} data-testid="collection-card">
      <div>
        <Text fw={600} lineClamp={2}>{collection.name}</Text>
        <Text size="xs" c="dimmed">{t('templates.workflowCount', { count: collection.workflows.length })}</Text>
      </div>
      <TemplateNodeList nodes={collection.nodes} />
    </Link>
  );
}

/** Collections side by side, four in view; the arrows move two cards and hide at either end (7 px tolerance). */
export function CollectionsCarousel({ collections }: { collections: TemplateCollectionSummary[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });
  const [cardWidth, setCardWidth] = useState(CAROUSEL_CARD_WIDTH);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    // The track has 2 px of padding on each side (room for the cards' focus ring).
    setCardWidth(cardWidthFor(element.clientWidth - 4));
    setEnds({
      start: element.scrollLeft <= CAROUSEL_END_TOLERANCE,
      end: element.scrollLeft + element.clientWidth >= element.scrollWidth - CAROUSEL_END_TOLERANCE,
    });
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, collections]);

  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_CARDS * (cardWidth + CAROUSEL_GAP) });
  const maxWidth = CAROUSEL_SLIDES * CAROUSEL_CARD_WIDTH + (CAROUSEL_SLIDES - 1) * CAROUSEL_GAP + 4;

  return (
    <div className={classes.carousel} style={{ maxWidth }} data-testid="collections-carousel">
      {!ends.start && (
        <ActionIcon variant="default" radius="xl" size="lg" className={`${classes.arrow} ${classes.arrowLeft}`} aria-label={t('templates.carouselBack')} onClick={() => scroll(-1)}>
          <IconChevronLeft size={18} />
        </ActionIcon>
      )}
      <div ref={track} className={classes.track} onScroll={measure}>
        {collections.map((collection) => <CollectionCard key={collection.id} collection={collection} width={cardWidth} />)}
      </div>
      {!ends.end && (
        <ActionIcon variant="default" radius="xl" size="lg" className={`${classes.arrow} ${classes.arrowRight}`} aria-label={t('templates.carouselForward')} onClick={() => scroll(1)} data-testid="carousel-forward">
          <IconChevronRight size={18} />
        </ActionIcon>
      )}
    </div>
  );
}
