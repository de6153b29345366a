/**
 * The page script: the site's small behaviours, each written once beside the component that draws its
 * markup and finding it by a `data-` attribute (src/lib/page-script/data-attributes.ts), bundled by the
 * page-script pipeline (scripts/build/page-script-plugin.ts) into one inline script that root.tsx has the
 * site frame write at the top of every prerendered page. It runs before the rest of the page is parsed, so
 * every control it serves works from the first paint, on the pages that never start the app (the home
 * page, /pricing, /faq …) and on those that do, where the app leaves these behaviours to it. The list of
 * behaviours lives here, at the app's level, beside root.tsx: no feature imports another for it.
 */
import { installFormFromAddress } from "./features/booking/form-from-address";
import { installClosedToday } from "./features/closures/closed-today";
import { installOpenLinkedAnswer } from "./features/faq/open-linked-answer";
import { installMapButton } from "./features/home/map-button";
import { installVideoToggle } from "./features/home/video-toggle";
import { installMenuState } from "./features/layout/menu-state";
import { installStepAside } from "./features/layout/step-aside";

installMenuState();
installStepAside();
installMapButton();
installVideoToggle();
installOpenLinkedAnswer();
installFormFromAddress();
installClosedToday();
