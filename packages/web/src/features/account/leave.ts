import type { LeaveQuestion } from "../../ui/useLeaveGuard";

/** The question before leaving (or switching restaurant) with unsaved changes in the account area's forms. */
export const ACCOUNT_LEAVE: LeaveQuestion = {
  title: "account.leave.title",
  body: "account.leave.body",
  confirm: "account.leave.confirm",
  stay: "account.leave.stay",
};
