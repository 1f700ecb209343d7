/** The part of mjml's API the shop uses (the package ships no types). */
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlResult {
    html: string;
    errors: MjmlError[];
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    minify?: boolean;
    keepComments?: boolean;
  }
  export default function mjml2html(mjml: string, options?: MjmlOptions): Promise<MjmlResult>;
}
