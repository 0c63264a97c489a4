/** Plain colours with AA contrast; the console never borrows a brand's look. */
export const OPS_STYLESHEET = `
body { margin: 0; font-family: system-ui, sans-serif; color: #1b1b1f; background: #f5f6f8; line-height: 1.5; }
.console-header { background: #1d2a3a; color: #fff; padding: 0.75rem 1.5rem; display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
.console-name { margin: 0; font-weight: 700; }
.console-header nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 1rem; margin: 0; padding: 0; }
.console-header a { color: #fff; }
.console-header a[aria-current="page"] { font-weight: 700; }
.sign-out { margin-left: auto; display: flex; gap: 0.75rem; align-items: center; }
.sign-out p { margin: 0; }
main { max-width: 72rem; margin: 1.5rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
h1 { margin-top: 0; font-size: 1.6rem; }
label { display: block; font-weight: 600; margin-top: 0.75rem; }
input, select, button { font: inherit; }
input, select { padding: 0.4rem; border: 1px solid #555b66; border-radius: 4px; max-width: 100%; box-sizing: border-box; }
button { margin-top: 1rem; padding: 0.5rem 1rem; border: 0; border-radius: 4px; background: #0b4f8a; color: #fff; cursor: pointer; }
.sign-out button { margin-top: 0; background: #fff; color: #1d2a3a; }
.row-action button { margin-top: 0; padding: 0.25rem 0.75rem; }
.filters { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; }
.filters > * { max-width: 100%; }
.error { border: 3px solid #b00020; padding: 0.5rem 1rem; margin-bottom: 1rem; }
.view { margin-bottom: 1.5rem; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr)); gap: 1.5rem; align-items: start; }
.view > * { min-width: 0; }
/* A table of many columns (the funnel, the outcome mix) takes three fifths of the width beside its chart. */
@media (min-width: 60rem) { .view.wide-table { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); } }
/* Shadows at an edge with more table beyond it: covered by the white ends once scrolled to that edge. */
/* position: relative keeps a visually hidden label in a cell inside the scroller, not widening the page. */
.table-scroll { overflow-x: auto; max-width: 100%; position: relative;
  background: linear-gradient(to right, #fff 30%, #fff0) left / 2rem 100% no-repeat local,
    linear-gradient(to left, #fff 30%, #fff0) right / 2rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, #0003, #0000) left / 0.75rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, #0003, #0000) right / 0.75rem 100% no-repeat scroll; }
.table-scroll:focus-visible { outline: 3px solid #0b4f8a; outline-offset: 2px; }
.chart { width: 100%; height: auto; }
.chart .bar { fill: #0b4f8a; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 700; padding-bottom: 0.5rem; }
th, td { border-bottom: 1px solid #c4c8cf; padding: 0.35rem 0.5rem; text-align: left; }
td { font-variant-numeric: tabular-nums; white-space: nowrap; }
th[scope="row"] { min-width: 7rem; }
.qr svg { width: 14rem; height: 14rem; }
code { background: #eef0f3; padding: 0 0.25rem; word-break: break-all; }
/* Short codes named in a list: each kept whole. */
.codes { columns: 15rem; margin: 0 0 1rem; }
.codes code { word-break: normal; white-space: nowrap; }
a { color: #0b4f8a; }
fieldset { border: 1px solid #c4c8cf; border-radius: 4px; margin: 0 0 1rem; padding: 0.5rem 1rem 1rem; }
legend { font-weight: 700; padding: 0 0.25rem; }
.hint { margin: 0; color: #4a505a; }
textarea { font: inherit; padding: 0.4rem; border: 1px solid #555b66; border-radius: 4px; max-width: 100%; box-sizing: border-box; }
.check { display: flex; gap: 0.5rem; align-items: center; margin-top: 0.75rem; }
.check label { margin: 0; font-weight: 400; }
button.danger { background: #a3001b; }
.notice { border-left: 6px solid #0b4f8a; padding: 0.5rem 1rem; background: #eef4fa; }
.overdue { color: #a3001b; font-weight: 700; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (max-width: 40rem) {
  .console-header { padding: 0.75rem 1rem; }
  main { margin: 0; border-radius: 0; padding: 1rem; }
}
@media print {
  .table-scroll { overflow: visible; background: none; }
  th, td { white-space: normal; overflow-wrap: anywhere; }
}
@media print { .console-header, .no-print { display: none; } main { margin: 0; } }
`;
