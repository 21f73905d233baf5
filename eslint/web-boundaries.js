// Layering rules of src/web (issue 19): filled in by the web-side boundary work.
export default [];
