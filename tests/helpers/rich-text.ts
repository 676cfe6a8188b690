/**
 * Rich text as an editor might send it, with an event handler, a script and a
 * `javascript:` link, and what the sanitiser keeps of it.
 */
export const UNSAFE_PARAGRAPH = {
  sent: '<p onclick="x()">Texto<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>',
  kept: "<p>Texto <a>link</a></p>",
};
