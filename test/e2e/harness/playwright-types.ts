/**
 * The small part of playwright-core's API the e2e harness uses, typed here
 * because playwright-core lives in the e2e cache (.cache/e2e), outside the
 * project's dependencies, so `tsc` cannot see its own typings. Loaded at
 * run time by {@link loadPlaywright} in ./env.ts.
 */

/**
 * The DOM as code passed to `evaluate` sees it. The project type-checks
 * without the DOM library (server code must not use browser globals), so the
 * few browser shapes the harness touches are declared here.
 */
export interface DomRect {
  top: number;
  bottom: number;
  left: number;
  width: number;
  height: number;
}

export interface DomNode {
  textContent: string | null;
}

export interface DomElement extends DomNode {
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  scrollIntoView(options?: { block?: 'start' | 'center' | 'end' | 'nearest' }): void;
  className: string;
  innerHTML: string;
  scrollTop: number;
  getBoundingClientRect(): DomRect;
  getAttribute(name: string): string | null;
  contains(other: DomNode | null): boolean;
  ownerDocument: { activeElement: DomElement | null };
}

/** An `<img>` as `evaluate` sees it. */
export interface DomImage extends DomElement {
  src: string;
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
}

export interface DomDocument {
  createTreeWalker(root: DomElement, whatToShow: number): { nextNode(): DomNode | null };
  createRange(): { setStart(node: DomNode, offset: number): void; setEnd(node: DomNode, offset: number): void; getBoundingClientRect(): DomRect };
}

export interface BoundingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WaitForOptions {
  state?: 'attached' | 'detached' | 'visible' | 'hidden';
  timeout?: number;
}

export interface Locator {
  first(): Locator;
  last(): Locator;
  nth(index: number): Locator;
  locator(selector: string, options?: { hasText?: string | RegExp; has?: Locator }): Locator;
  filter(options: { hasText?: string | RegExp; hasNotText?: string | RegExp; visible?: boolean }): Locator;
  count(): Promise<number>;
  waitFor(options?: WaitForOptions): Promise<void>;
  click(options?: { timeout?: number; position?: { x: number; y: number }; button?: 'left' | 'right'; clickCount?: number }): Promise<void>;
  dblclick(options?: { timeout?: number }): Promise<void>;
  hover(options?: { timeout?: number; position?: { x: number; y: number } }): Promise<void>;
  textContent(options?: { timeout?: number }): Promise<string | null>;
  innerText(options?: { timeout?: number }): Promise<string>;
  allInnerTexts(): Promise<string[]>;
  allTextContents(): Promise<string[]>;
  isVisible(): Promise<boolean>;
  boundingBox(options?: { timeout?: number }): Promise<BoundingBox | null>;
  getAttribute(name: string, options?: { timeout?: number }): Promise<string | null>;
  evaluate<R, A = undefined>(fn: (el: DomElement, arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  selectOption(values: string | string[], options?: { timeout?: number }): Promise<string[]>;
  inputValue(options?: { timeout?: number }): Promise<string>;
}

export interface ScreenshotOptions {
  path?: string;
  fullPage?: boolean;
  timeout?: number;
  /** The page region to keep, in CSS pixels of the viewport. */
  clip?: BoundingBox;
}

export interface Keyboard {
  press(key: string, options?: { delay?: number }): Promise<void>;
  type(text: string, options?: { delay?: number }): Promise<void>;
  insertText(text: string): Promise<void>;
  down(key: string): Promise<void>;
  up(key: string): Promise<void>;
}

export interface Mouse {
  move(x: number, y: number, options?: { steps?: number }): Promise<void>;
  click(x: number, y: number, options?: { clickCount?: number }): Promise<void>;
}

export interface Frame {
  url(): string;
  name(): string;
  locator(selector: string, options?: { hasText?: string | RegExp; has?: Locator }): Locator;
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  isDetached(): boolean;
}

/** A dedicated web worker of the page (nested ones too: a worker a worker started). */
export interface WebWorker {
  url(): string;
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
}

export interface ConsoleMessage {
  type(): string;
  text(): string;
}

export interface Page {
  goto(url: string, options?: { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit'; timeout?: number }): Promise<unknown>;
  locator(selector: string, options?: { hasText?: string | RegExp; has?: Locator }): Locator;
  keyboard: Keyboard;
  mouse: Mouse;
  screenshot(options?: ScreenshotOptions): Promise<Buffer>;
  viewportSize(): { width: number; height: number } | null;
  frames(): Frame[];
  workers(): WebWorker[];
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  setDefaultTimeout(ms: number): void;
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  on(event: 'console', fn: (msg: ConsoleMessage) => void): void;
  on(event: 'pageerror', fn: (err: Error) => void): void;
  on(event: 'crash' | 'close', fn: () => void): void;
  close(): Promise<void>;
}

export interface BrowserContext {
  pages(): Page[];
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export interface LaunchPersistentContextOptions {
  executablePath?: string;
  headless?: boolean;
  args?: string[];
  env?: Record<string, string | undefined>;
  viewport?: { width: number; height: number } | null;
  timeout?: number;
  handleSIGINT?: boolean;
  handleSIGTERM?: boolean;
  handleSIGHUP?: boolean;
}

export interface Browser {
  newPage(options?: { viewport?: { width: number; height: number } | null }): Promise<Page>;
  close(): Promise<void>;
}

export interface BrowserType {
  launchPersistentContext(userDataDir: string, options?: LaunchPersistentContextOptions): Promise<BrowserContext>;
  launch(options?: Omit<LaunchPersistentContextOptions, 'viewport'>): Promise<Browser>;
}

export interface PlaywrightModule {
  chromium: BrowserType;
}
