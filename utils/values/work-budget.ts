/** The longest value Understudy writes, whatever a page's minlength, maxlength or pattern asks; a user rule may one day raise it. */
export const MAX_VALUE_LENGTH = 10_000;

/** Work one field may take: pattern generation steps plus the estimated backtracking steps of its pattern checks. */
export const FIELD_STEPS = 2 ** 20;
/** Work a whole fill may take, so a page of many costly fields still ends soon. */
export const PAGE_STEPS = 2 ** 24;

/** Why a field is left empty when its page asks for more than can be given within bounds. */
export const TOO_COSTLY = 'its pattern is too costly to satisfy';

/**
 * Thrown when a field asks for what no value can give within bounds; the
 * plan skips that field with `reason` and goes on with the others.
 * @example new Unfillable(TOO_COSTLY).reason // 'its pattern is too costly to satisfy'
 */
export class Unfillable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'Unfillable';
  }
}

/**
 * A count of steps left, for one field or for a whole fill (`parent`): work
 * that would go past it is refused, so a hostile page costs a bounded time.
 * Counted in steps, never in milliseconds, so the same seed gives the same plan.
 * @example new WorkBudget(100).afford(500) // false, and nothing is spent
 */
export class WorkBudget {
  /** Some work was refused: a field that found no value then says its pattern was too costly. */
  refused = false;

  constructor(
    private left: number = FIELD_STEPS,
    private readonly parent?: WorkBudget,
  ) {}

  /** Spends `steps` if there are that many left; else spends nothing and says so. */
  afford(steps: number): boolean {
    if (steps > this.left || (this.parent && steps > this.parent.left)) {
      this.refused = true;
      return false;
    }
    this.left -= steps;
    if (this.parent) this.parent.left -= steps;
    return true;
  }

  /** Spends `steps`, or gives the field up as too costly. */
  spend(steps: number): void {
    if (!this.afford(steps)) throw new Unfillable(TOO_COSTLY);
  }
}
