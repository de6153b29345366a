/** What webkit.ts puts in the page: findByRole (by-role.ts), bundled with the accessible-name library, as window.findByRole. */
import { findByRole } from "./by-role";

(window as Window & { findByRole?: typeof findByRole }).findByRole = findByRole;
