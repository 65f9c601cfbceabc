import { describe, expect, it } from 'vitest';
import {
  busTopic,
  channelTopicCondition,
  missingTarget,
  pushOutcome,
  surveyTopic,
} from '../../domain/app/push-targets.ts';
import { parseTopicCondition } from '../../server/integrations/push/topic-condition.ts';

describe('a push message names its receivers', () => {
  it('finds the target field each group lacks, and none for all customers and drivers', () => {
    expect(missingTarget({ receiver_group: 'all' })).toBeUndefined();
    expect(missingTarget({ receiver_group: 'drivers' })).toBeUndefined();
    expect(missingTarget({ receiver_group: 'selected', receivers: [] })).toBe('receivers');
    expect(missingTarget({ receiver_group: 'selected', receivers: [4] })).toBeUndefined();
    expect(missingTarget({ receiver_group: 'journey', id_app_departure: null })).toBe('id_app_departure');
    expect(missingTarget({ receiver_group: 'bus' })).toBe('id_app_departure');
    expect(missingTarget({ receiver_group: 'date', receiver_date: '' })).toBe('receiver_date');
    expect(missingTarget({ receiver_group: 'survey', id_survey: 3 })).toBeUndefined();
  });

  it('builds topic names FCM takes, and a condition the emulator reads', () => {
    expect(busTopic('2814 749/77')).toBe('bus-2814_749_77');
    expect(surveyTopic(12)).toBe('survey-12');
    const test = parseTopicCondition(channelTopicCondition('nordlicht-alle', 'angebote'));
    expect(test(new Set(['nordlicht-alle', 'angebote']))).toBe(true);
    expect(test(new Set(['nordlicht-alle']))).toBe(false);
  });

  it('calls an attempt sent, partial, or nothing', () => {
    expect(pushOutcome({ sent: 3, failed: 0 })).toBe('sent');
    expect(pushOutcome({ sent: 0, failed: 0 })).toBe('sent');
    expect(pushOutcome({ sent: 1, failed: 2 })).toBe('partial');
    expect(pushOutcome({ sent: 0, failed: 2 })).toBe('nothing');
  });
});
