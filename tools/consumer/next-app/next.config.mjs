// Nothing foilkit needs: the package works with Next's defaults.
export default {};
