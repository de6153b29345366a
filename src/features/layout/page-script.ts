/**
 * The page script: the site's small behaviours, each written once beside the component that draws its
 * markup, bundled into one inline script (scripts/build/page-script-plugin.ts) that PageScript.tsx
 * writes at the top of every prerendered page. It runs before the rest of the page is parsed, so every
 * control it serves works from the first paint, on the pages that never start the app (the home page,
 * /pricing, /faq …) and on those that do, where the app leaves these behaviours to it.
 */
import { installFormFromAddress } from "../booking/form-from-address";
import { installOpenLinkedAnswer } from "../faq/open-linked-answer";
import { installMapButton } from "../home/map-button";
import { installVideoToggle } from "../home/video-toggle";
import { installMenuState } from "./menu-state";
import { installStepAside } from "./step-aside";

installMenuState();
installStepAside();
installMapButton();
installVideoToggle();
installOpenLinkedAnswer();
installFormFromAddress();
