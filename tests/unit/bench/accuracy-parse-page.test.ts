import { describe, expect, it } from 'vitest';
import { parsePage } from '../../bench/accuracy/parse-page';

describe("the accuracy bench's parsePage", () => {
  it("ties the controls of a form between table rows and cells to it, as a browser's parser does", async () => {
    const page = parsePage(
      '<table><tr><form name="friends" action="/bbsqry.php"><td><input name="userid"></td><td><input type="image" src="/f.gif"></td></form></tr></table><form name="other"><input name="plain"></form>',
    );
    const [friends, other] = [...page.document.forms];
    const userid = page.document.querySelector('input[name=userid]') as HTMLInputElement;
    expect(friends!.children).toHaveLength(0);
    expect(userid.form).toBe(friends);
    expect((page.document.querySelector('input[type=image]') as HTMLInputElement).form).toBe(friends);
    expect([...friends!.elements]).toEqual([userid]);
    expect((page.document.querySelector('input[name=plain]') as HTMLInputElement).form).toBe(other);
    await page.close();
  });

  it("leaves a control after the form's end, or in a template, without it", async () => {
    const page = parsePage(
      '<form><input name="in"></form><input name="after"><form><template><input name="templated"></template></form>',
    );
    const formOf = (name: string) =>
      (page.document.querySelector(`input[name=${name}]`) as HTMLInputElement | null)?.form ?? null;
    expect(formOf('in')).toBe(page.document.forms[0]);
    expect(formOf('after')).toBeNull();
    const templated = (page.document.querySelector('template') as HTMLTemplateElement).content.querySelector(
      'input',
    ) as HTMLInputElement;
    expect(templated.form).toBeNull();
    await page.close();
  });
});
