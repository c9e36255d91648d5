import { describe, expect, it } from 'vitest';
import {
  parseCicStatus,
  parseDeliveryStatus,
  parseSubscriberParams,
  reviewPath,
  subscriberItemsPath,
  subscriberLabel,
  subscriberPublishPath,
  subscriberReviewPath,
  wizardStepOf,
} from './publication-paths';

const HARBOR = { name: 'Harbor Foodservice / East 100%', gln: '0843912000016' };

describe('wizardStepOf', () => {
  it('reads the step from the path; the bare wizard path opens the subscriber step', () => {
    expect(wizardStepOf('publish', '/publication/publish')).toBe('subscriber');
    expect(wizardStepOf('publish', '/publication/publish/subscriber')).toBe('subscriber');
    expect(wizardStepOf('publish', '/publication/publish/item/')).toBe('item');
    expect(wizardStepOf('unpublish', '/publication/unpublish/item')).toBe('item');
  });
});

describe('subscriber paths', () => {
  it('encode the subscriber name', () => {
    expect(reviewPath(HARBOR)).toBe('/review/Harbor%20Foodservice%20%2F%20East%20100%25/0843912000016');
    expect(subscriberItemsPath(HARBOR)).toBe(
      '/subscribers/items/Harbor%20Foodservice%20%2F%20East%20100%25/0843912000016',
    );
    expect(subscriberReviewPath(HARBOR)).toMatch(/\/0843912000016\/review$/);
    expect(subscriberPublishPath(HARBOR)).toMatch(/\/0843912000016\/publish$/);
  });

  it('write an unnamed subscriber as -, and review without one as /review', () => {
    expect(reviewPath({ name: ' ', gln: '0843912000016' })).toBe('/review/-/0843912000016');
    expect(reviewPath()).toBe('/review');
    expect(reviewPath(null)).toBe('/review');
  });

  it('carry the CIC status a count links to', () => {
    expect(subscriberItemsPath(HARBOR, 'REVIEW')).toMatch(/\/0843912000016\?cicStatus=REVIEW$/);
    expect(subscriberItemsPath(HARBOR, null)).toMatch(/\/0843912000016$/);
    expect(subscriberItemsPath(HARBOR, { deliveryStatus: 'waiting' })).toMatch(
      /\/0843912000016\?deliveryStatus=waiting$/,
    );
  });
});

describe('parseSubscriberParams', () => {
  it('reads the decoded name and the GLN', () => {
    expect(parseSubscriberParams({ subscriberName: HARBOR.name, subscriberGln: HARBOR.gln })).toEqual(HARBOR);
    expect(parseSubscriberParams({ subscriberName: '-', subscriberGln: HARBOR.gln })).toEqual({
      name: '',
      gln: HARBOR.gln,
    });
  });

  it('names no subscriber without a 13-digit GLN', () => {
    expect(parseSubscriberParams({})).toBeNull();
    expect(parseSubscriberParams({ subscriberName: 'Harbor', subscriberGln: '-' })).toBeNull();
    expect(parseSubscriberParams({ subscriberName: 'Harbor', subscriberGln: '12345' })).toBeNull();
  });

  it('survive a round trip through a path', () => {
    const path = reviewPath(HARBOR);
    const [, , name, gln] = path.split('/');
    expect(parseSubscriberParams({ subscriberName: decodeURIComponent(name!), subscriberGln: gln })).toEqual(HARBOR);
  });
});

describe('subscriberLabel', () => {
  it('is the name, else the GLN', () => {
    expect(subscriberLabel(HARBOR)).toBe(HARBOR.name);
    expect(subscriberLabel({ name: '', gln: HARBOR.gln })).toBe(HARBOR.gln);
  });
});

describe('parseDeliveryStatus', () => {
  it('takes a delivery state and nothing else', () => {
    expect(parseDeliveryStatus('waiting')).toBe('waiting');
    expect(parseDeliveryStatus('Waiting')).toBeNull();
    expect(parseDeliveryStatus(undefined)).toBeNull();
  });
});

describe('parseCicStatus', () => {
  it('accepts the CIC states only', () => {
    expect(parseCicStatus('REVIEW')).toBe('REVIEW');
    expect(parseCicStatus('review')).toBeNull();
    expect(parseCicStatus(null)).toBeNull();
  });
});
