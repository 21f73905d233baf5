// Layering rules of src/server (issue 19): filled in by the server-side boundary work.
export default [];
