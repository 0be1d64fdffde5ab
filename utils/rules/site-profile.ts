import { t } from '../i18n/messages';
import { hostMatch } from './host-pattern';
import type { Profile } from './rule-schema';

/**
 * The profile in effect on the page at `url`: of those whose host pattern
 * matches, the most specific (an exact host over a wildcard, more labels,
 * a port given); the first stored wins a tie.
 * @example profileFor([{ host: '*.example.com' }, { host: 'staging.example.com' }], 'https://staging.example.com/')?.host // 'staging.example.com'
 */
export function profileFor(profiles: readonly Profile[], url: string): Profile | undefined {
  let best: Profile | undefined;
  let bestScore = -1;
  for (const profile of profiles) {
    const score = hostMatch(profile.host, url);
    if (score > bestScore) {
      best = profile;
      bestScore = score;
    }
  }
  return best;
}

/** What a fill says when a profile says never to fill the page. */
export function neverFillMessage(profile: Pick<Profile, 'host'>): string {
  return t('rulesNeverFillHere', profile.host);
}
