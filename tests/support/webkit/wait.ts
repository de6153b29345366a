/** How long a page may take to reach the state a test waits for, on a loaded 2-core machine (every wait of the WebKit journeys, expect.poll's included). */
export const WAIT = 20_000;
