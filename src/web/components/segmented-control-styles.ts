// CSS of Mantine's SegmentedControl, whose highlight is a FloatingIndicator: without that component's
// rules (top: 0, left: 0) the highlight sits at its static position, the control's padding below and to the
// right of the option it marks. Import this module, never SegmentedControl.css alone (eslint.config.js).
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
