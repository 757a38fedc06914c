# luck over a sum too spread out to follow exactly (nine rolls of 100d6:
# the sum spans 4501 values, more than the 4096 luck follows value by
# value): its tail chances come from the normal distribution and still
# agree with the exact ones to the four places printed.  For Ann's total of
# 3114 the exact chances, from the distribution of 900d6 counted in whole
# numbers (6^900 cases), are P(S >= 3114) = 0.761865 and P(S <= 3114) =
# 0.244218; the expected total is 900 * 3.5 = 3150.
new bernard g --players Ann,Bob --seed 1 --no-user-overlay --overlay rulesets/examples/bernard-demo.yaml
!sh for i in 1 2 3 4 5 6 7 8 9; do $A roll --for Ann 100d6 > /dev/null; done
luck
