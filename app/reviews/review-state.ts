/** Where a lead's review request stands, as the lead page and the API show it. */
export type ReviewState = "scheduled" | "sent" | "reminded" | "clicked" | "unsubscribed";

export const reviewStateLabels: Record<ReviewState, string> = {
  scheduled: "Review request scheduled",
  sent: "Review request sent",
  reminded: "Review reminder sent",
  clicked: "Review link clicked",
  unsubscribed: "Unsubscribed: no review emails",
};

export interface ReviewRequestStamps {
  sendAt: string;
  requestedAt: string | null;
  remindedAt: string | null;
  clickedAt: string | null;
}

export function reviewState(request: ReviewRequestStamps, unsubscribed: boolean): ReviewState {
  if (request.clickedAt) return "clicked";
  if (unsubscribed) return "unsubscribed";
  if (request.remindedAt) return "reminded";
  return request.requestedAt ? "sent" : "scheduled";
}
