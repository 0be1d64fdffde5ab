// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupApp } from '@/components/PopupApp';
import { completeTask } from '@/utils/tasks/task-state';
import { fakePopupActions, report, spinningTask } from './support/fake-popup-actions';
import { fillButton, renderPopup } from './support/render-popup';

afterEach(cleanup);

describe('PopupApp: the site profile in effect', () => {
  it('says a profile forbids filling here, and offers no fill', async () => {
    const site = { host: 'localhost:3000', profile: { id: 'p1', host: 'localhost:3000', neverFill: true } };
    const fake = fakePopupActions({ getSiteProfile: vi.fn(async () => site) });
    render(<PopupApp actions={fake.actions} />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your site profile for localhost:3000 says never to fill here.',
    );
    expect(fillButton().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Fill empty fields only' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Rules for this site' }));
    expect(fake.actions.openSiteRules).toHaveBeenCalledExactlyOnceWith(site);
  });

  it('names the profile in effect, and offers one for a site without', async () => {
    const fake = fakePopupActions({ getSiteProfile: vi.fn(async () => ({ host: 'forms.test' })) });
    await renderPopup(fake);
    expect((await screen.findByText(/No site profile for forms\.test/)).textContent).toBe(
      'No site profile for forms.test Rules for this site',
    );
  });

  it('offers a rule for each field of the report, naming the rule that decided a field', async () => {
    const fake = await renderPopup();
    await userEvent.click(fillButton());
    const field = {
      selector: '#coupon',
      label: 'Coupon code',
      kind: 'lorem.words',
      signal: 'rule' as const,
      rule: 'Coupons',
      value: 'SAVE10',
    };
    act(() => {
      fake.pushReport(report({ url: 'http://localhost:3000/shop', fields: [field] }));
      fake.pushTask(completeTask(spinningTask(), 'Filled 1 field', Date.now()));
    });
    await userEvent.click(screen.getByText(/What was filled/));
    expect(screen.getByText(/lorem\.words · rule/).textContent).toBe('lorem.words · rule · Coupons');
    await userEvent.click(screen.getByRole('button', { name: 'Coupon code Always fill this field with…' }));
    expect(fake.actions.openRuleFor).toHaveBeenCalledExactlyOnceWith(field, 'http://localhost:3000/shop');
  });
});
