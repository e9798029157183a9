import { expect, userEvent, waitFor, within } from "storybook/test";

export interface AsksFirst {
  /** The button that asks. */
  trigger: HTMLElement;
  /** The alert dialog's accessible name (its question). */
  question: string | RegExp;
  /** What its description says of the consequences. */
  description?: RegExp;
  /** The button that keeps things as they are: it has the focus when the dialog opens. */
  keep: string;
  /** The button that goes ahead. */
  confirm: string;
  /** The story's handler of the action: not called until `confirm` is clicked. */
  action: (...args: never[]) => unknown;
}

const closed = () => waitFor(() => expect(within(document.body).queryByRole("alertdialog")).toBeNull());

/**
 * For story play functions: a destructive action asks first (ui's ConfirmDialog), the WCAG way round.
 * The dialog is named by its question and describes the consequences; the focus starts on the button
 * that keeps things; that button and Escape both close it with nothing done and the focus back on the
 * trigger; only `confirm` goes ahead. Returns once `confirm` has been clicked.
 */
export async function confirmAfterAsking({ trigger, question, description, keep, confirm, action }: AsksFirst) {
  const body = within(document.body);
  await userEvent.click(trigger);
  const dialog = await body.findByRole("alertdialog", { name: question });
  if (description) await expect(dialog).toHaveAccessibleDescription(description);
  await expect(within(dialog).getByRole("button", { name: keep })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole("button", { name: keep }));
  await closed();
  await expect(trigger).toHaveFocus();
  await userEvent.click(trigger);
  await body.findByRole("alertdialog", { name: question });
  await userEvent.keyboard("{Escape}");
  await closed();
  await expect(trigger).toHaveFocus();
  await expect(action).not.toHaveBeenCalled();
  await userEvent.click(trigger);
  const again = await body.findByRole("alertdialog", { name: question });
  await userEvent.click(within(again).getByRole("button", { name: confirm }));
}
