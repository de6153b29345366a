/** The calendar's early answer as its own inline script (EarlyAnswer.tsx): built by the page-script pipeline, on that page alone. */
import { markEarlyAnswer } from "./mark-early-answer";

markEarlyAnswer();
