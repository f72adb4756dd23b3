export { RangeField } from './RangeField';
export { PresetButtons, type Preset } from './PresetButtons';
export { UnitToggle } from './UnitToggle';
export { AmountInput } from './AmountInput';
export { default as calculatorStyles } from './calculator.module.css';
export { useCalculatorQuery, type CalculatorQuerySync } from './useCalculatorQuery';
export { CalculatorForm } from './CalculatorForm';
